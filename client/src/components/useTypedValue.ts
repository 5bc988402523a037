// A text field's value as typed (through its mask), handed on at every change: the debounced saves' fields.
import { type ChangeEvent, useState } from 'react';

const asTyped = (value: string) => value;

export function useTypedValue(
  initial: string,
  onValue: (value: string) => void,
  mask: (value: string) => string = asTyped,
) {
  const [value, setValue] = useState(initial);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = mask(event.target.value);
    setValue(next);
    onValue(next);
  };
  return { value, setValue, onChange };
}
