import { Button, visuallyHidden, type ButtonSize, type ButtonVariant } from '@joognoo/ui';
import styled from 'styled-components';
import { icsDataUrl, icsFileName, type CalendarFileEntry } from './calendar';
import { Icon } from '../../components/icons/Icon';

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface AddToCalendarProps {
  entry: CalendarFileEntry;
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Downloads an .ics file of the entry (a data: URL built from the content, no request). */
export function AddToCalendar({ entry, label, variant = 'apple-outline', size = 'sm' }: AddToCalendarProps) {
  return (
    <Button href={icsDataUrl(entry)} download={icsFileName(entry)} variant={variant} size={size}>
      <Icon name="calendar-bold" size={14} />
      {label}
      <Hidden>{`: ${entry.name}`}</Hidden>
    </Button>
  );
}
