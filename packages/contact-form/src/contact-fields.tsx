import type { ChangeEvent } from 'react';
import { Checkbox, Field, Input, Select, Textarea } from '@joognoo/ui';
import type { FormFields } from '@joognoo/widget-kit';
import type { ContactFormValues } from './contact-form';
import { Row } from './styles';
import type { VariantConfig, VariantTexts } from './variants';

export interface ContactFieldsProps {
  config: VariantConfig;
  /** The variant's texts in the widget's language. */
  texts: VariantTexts;
  fields: FormFields<ContactFormValues>;
  /** The values shown (a hidden interest is always the preset). */
  values: ContactFormValues;
  interestHidden: boolean;
  /** The id of a field's control. */
  fieldId: (field: string) => string;
}

/** The visitor's fields of a contact form, labelled with its variant's texts (`texts`). */
export function ContactFields({ config, texts, fields, values, interestHidden, fieldId }: ContactFieldsProps) {
  const { errors, register, setField } = fields;
  const onText = (field: 'firstName' | 'lastName' | 'email' | 'company' | 'message') => (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => setField(field, event.target.value);

  return (
    <>
      <Row>
        <Field label={texts.labels.firstName} error={errors.firstName} required htmlFor={fieldId('firstName')}>
          <Input
            ref={register('firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={onText('firstName')}
          />
        </Field>
        <Field label={texts.labels.lastName} error={errors.lastName} required htmlFor={fieldId('lastName')}>
          <Input
            ref={register('lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={onText('lastName')}
          />
        </Field>
      </Row>

      <Field label={texts.labels.email} error={errors.email} required htmlFor={fieldId('email')}>
        <Input
          ref={register('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={values.email}
          onChange={onText('email')}
        />
      </Field>

      <Field label={texts.labels.company} error={errors.company} required htmlFor={fieldId('company')}>
        <Input
          ref={register('company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={onText('company')}
        />
      </Field>

      {interestHidden ? (
        <input type="hidden" name="interest" value={values.interest} />
      ) : (
        <Field label={texts.labels.interest} error={errors.interest} required htmlFor={fieldId('interest')}>
          <Select
            ref={register('interest')}
            name="interest"
            options={texts.interestOptions}
            placeholder={texts.interestPlaceholder}
            value={values.interest}
            onValueChange={(value) => setField('interest', value)}
          />
        </Field>
      )}

      <Field
        label={texts.labels.message}
        error={errors.message}
        required={config.messageRequired}
        htmlFor={fieldId('message')}
      >
        <Textarea
          ref={register('message')}
          name="message"
          rows={4}
          value={values.message}
          onChange={onText('message')}
        />
      </Field>

      <Field error={errors.consent} required htmlFor={fieldId('consent')}>
        <Checkbox
          ref={register('consent')}
          name="consent"
          value="true"
          label={texts.consentLabel}
          checked={values.consent}
          onChange={(event) => setField('consent', event.target.checked)}
        />
      </Field>
    </>
  );
}
