// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import * as ui from './index';

describe('server rendering (no DOM)', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('renders every primitive without warnings and collects styles', () => {
    expect(typeof document).toBe('undefined');
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <ui.JoognooThemeProvider>
          <ui.GlobalStyle />
          <ui.ToastProvider>
            <ui.Container>
              <ui.Section>
                <ui.Button>Go</ui.Button>
                <ui.Button href="/contact" variant="apple-gradient" size="xl">
                  Contact
                </ui.Button>
                <ui.Field label="Email" error="Please enter a valid email address">
                  <ui.Input name="email" />
                </ui.Field>
                <ui.Textarea name="message" />
                <ui.Checkbox name="consent" label="I agree" />
                <ui.Select
                  name="service"
                  placeholder="Choose"
                  options={[{ type: 'group', label: 'Group', options: [{ value: 'a', label: 'A' }] }]}
                />
                <ui.Badge variant="success">Active</ui.Badge>
                <ui.Card>
                  <ui.CardHeader>
                    <ui.CardTitle>Title</ui.CardTitle>
                    <ui.CardDescription>Description</ui.CardDescription>
                  </ui.CardHeader>
                  <ui.CardContent>Content</ui.CardContent>
                  <ui.CardFooter>Footer</ui.CardFooter>
                </ui.Card>
                <ui.Skeleton />
                <ui.Spinner />
                <ui.Tabs defaultValue="a">
                  <ui.TabsList>
                    <ui.TabsTrigger value="a">A</ui.TabsTrigger>
                    <ui.TabsTrigger value="b">B</ui.TabsTrigger>
                  </ui.TabsList>
                  <ui.TabsContent value="a">Panel A</ui.TabsContent>
                  <ui.TabsContent value="b">Panel B</ui.TabsContent>
                </ui.Tabs>
                <ui.Accordion defaultValue="x">
                  <ui.AccordionItem value="x">
                    <ui.AccordionTrigger>Q</ui.AccordionTrigger>
                    <ui.AccordionContent>Answer</ui.AccordionContent>
                  </ui.AccordionItem>
                </ui.Accordion>
                <ui.HoverCard>
                  <ui.HoverCardTrigger>
                    <a href="/teams">Leader</a>
                  </ui.HoverCardTrigger>
                  <ui.HoverCardContent>Bio</ui.HoverCardContent>
                </ui.HoverCard>
                <ui.Drawer open onOpenChange={() => {}} title="Menu" />
              </ui.Section>
            </ui.Container>
          </ui.ToastProvider>
        </ui.JoognooThemeProvider>,
      ),
    );
    const styles = sheet.getStyleTags();
    sheet.seal();
    expect(html).toContain('<select');
    expect(html).toContain('Panel B'); // inactive tab panels stay in the HTML (hidden)
    expect(html).toContain('role="alert"');
    expect(styles).toContain('--joognoo-color-primary');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
