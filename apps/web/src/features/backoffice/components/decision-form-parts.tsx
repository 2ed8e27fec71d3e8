import '@mantine/core/styles/Input.css';
import { Button, Group, Textarea } from '@mantine/core';

/** The reason of a staff rejection (the client sees it): required, at most 500 characters. */
export function RejectReasonField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Textarea
      label={props.label}
      value={props.value}
      maxLength={500}
      rows={3}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      withAsterisk
      data-autofocus
    />
  );
}

/** Cancel and the decision's submit button (red for a rejection) of a staff decision dialog. */
export function DecisionButtons(props: {
  label: string;
  cancelLabel: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
        {props.cancelLabel}
      </Button>
      <Button type="submit" color={props.danger ? 'red' : undefined} loading={props.pending}>
        {props.label}
      </Button>
    </Group>
  );
}
