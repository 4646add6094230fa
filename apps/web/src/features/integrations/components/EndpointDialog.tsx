// 'Add webhook endpoint' / 'Edit webhook endpoint': URL, events, active.
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormControlLabel, Switch } from '@mui/material';
import { WEBHOOK_EVENTS, webhookEndpointRequest, type WebhookEndpoint, type WebhookEndpointRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField.tsx';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((e) => ({ value: e, label: e }));

export function EndpointDialog({
  endpoint,
  save,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  save: (body: WebhookEndpointRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<WebhookEndpointRequest>({
    resolver: zodResolver(webhookEndpointRequest),
    defaultValues: endpoint
      ? { url: endpoint.url, events: endpoint.events, isActive: endpoint.isActive }
      : { url: '', events: ['order.created', 'order.changed'], isActive: true },
  });
  const active = useController({ control: form.control, name: 'isActive' });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await save(values);
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['url', 'events', 'isActive']));
    }
  });
  return (
    <FormDialog
      title={endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}
      width="md"
      submitLabel={endpoint ? 'Save changes' : 'Add endpoint'}
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="url" label="URL" required autoFocus placeholder="https://erp.example.com/portal-events" />
      <CheckboxGroupField control={form.control} name="events" label="Events" options={EVENT_OPTIONS} />
      <FormControlLabel
        control={<Switch checked={!!active.field.value} onChange={(e) => active.field.onChange(e.target.checked)} />}
        label="Active"
      />
    </FormDialog>
  );
}
