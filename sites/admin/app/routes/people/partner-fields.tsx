// The fields of a partner's form (create and edit share them).
import type { AdminPartner } from '@joognoo/schemas/admin';
import { FormField, SelectInput, TextArea, TextInput } from '../../back-office/ui';

/** Origins as the form sends them: one per line. */
export const originsFromForm = (value: string): string[] =>
  value
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean);

export function PartnerFields({ partner, errors }: { partner?: Partial<AdminPartner>; errors: Record<string, string> }) {
  return (
    <>
      <FormField label="Name" error={errors.name}>
        <TextInput type="text" name="name" required maxLength={200} defaultValue={partner?.name ?? ''} aria-invalid={errors.name ? true : undefined} />
      </FormField>
      <FormField label="Lead e-mail" hint="Optional: where this partner's leads are also sent." error={errors.leadEmail}>
        <TextInput type="email" name="leadEmail" maxLength={254} defaultValue={partner?.leadEmail ?? ''} aria-invalid={errors.leadEmail ? true : undefined} />
      </FormField>
      <div className="wide">
        <FormField label="Origins" hint="One per line, scheme://host[:port], e.g. https://shop.partner.example" error={errors.origins}>
          <TextArea name="origins" required defaultValue={(partner?.origins ?? []).join('\n')} aria-invalid={errors.origins ? true : undefined} />
        </FormField>
      </div>
      <FormField label="Webhook URL" hint="Optional. A first webhook gets a new secret, shown once." error={errors.webhookUrl}>
        <TextInput type="url" name="webhookUrl" maxLength={2048} defaultValue={partner?.webhookUrl ?? ''} aria-invalid={errors.webhookUrl ? true : undefined} />
      </FormField>
      <FormField label="Status" error={errors.active}>
        <SelectInput name="active" defaultValue={partner?.active === false ? 'false' : 'true'}>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectInput>
      </FormField>
    </>
  );
}

/** The body of a create or update from the form's fields. */
export function partnerBody(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    origins: originsFromForm(text('origins')),
    leadEmail: text('leadEmail').trim() || null,
    webhookUrl: text('webhookUrl').trim() || null,
    active: text('active') !== 'false',
  };
}
