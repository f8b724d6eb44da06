import { Switch } from '@mantine/core';

interface FormSwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  /** The new position, read from the click. */
  onChange: (checked: boolean) => void;
}

/** A yes/no field of a modal's form ('Activo', 'Asignado'), bound to one boolean of the form's values. */
export function FormSwitch({ onChange, ...props }: FormSwitchProps) {
  return <Switch {...props} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
