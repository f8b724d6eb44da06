import { useState, type FormEvent } from 'react';

/** The fields of V whose value is a T. */
type FieldsOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

type Setter<V> = <K extends keyof V>(field: K, value: V[K]) => void;

/** A text input's value and change, for a field holding text. */
const textPropsOf =
  <V>(values: V, set: Setter<V>) =>
  (field: FieldsOf<V, string>) => ({
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field, event.currentTarget.value as V[typeof field]),
  });

/** A form's values, set one field at a time: what a modal's form keeps while it is open. */
export function useFormValues<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const set: Setter<V> = (field, value) => setValues((current) => ({ ...current, [field]: value }));
  return { values, set, textProps: textPropsOf(values, set) };
}

/** A form's onSubmit: keeps the browser from sending the form itself, then runs `handle`. */
export const submitted =
  (handle: () => unknown) =>
  (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void handle();
  };

interface FieldRules<V, F> {
  /** The first failing rule's message, if any. */
  message: (values: V) => string | undefined;
  /** The field each message shows under; any other message shows under `otherwise`. */
  fields: Partial<Record<string, F>>;
  otherwise: F;
}

/**
 * A form whose submit checks the rules first: the first failing one shows under its field, until that
 * field changes, and the form stays (the bank account and bot modals).
 */
export function useFieldRules<V extends object, F extends keyof V>(initial: V, rules: FieldRules<V, F>) {
  const form = useFormValues(initial);
  const [error, setError] = useState<{ field: keyof V; message: string } | null>(null);
  const set: Setter<V> = (field, value) => {
    form.set(field, value);
    if (error?.field === field) setError(null);
  };
  const errorFor = (field: F) => (error?.field === field ? error.message : undefined);
  const textProps = textPropsOf(form.values, set);
  return {
    values: form.values,
    set,
    errorFor,
    /** A text input's value, change and message. */
    textProps: (field: F & FieldsOf<V, string>) => ({ ...textProps(field), error: errorFor(field) }),
    /** A select's value, change and message, for a field holding a row's id (none: null). */
    idProps: (field: F & FieldsOf<V, number | null>) => ({
      value: form.values[field] ? String(form.values[field]) : null,
      onChange: (value: string | null) => set(field, (value ? Number(value) : null) as V[typeof field]),
      error: errorFor(field),
    }),
    /** The onSubmit: `save` gets the values once they pass. */
    submit: (save: (values: V) => unknown) =>
      submitted(() => {
        const message = rules.message(form.values);
        if (!message) return save(form.values);
        setError({ field: rules.fields[message] ?? rules.otherwise, message });
      }),
  };
}
