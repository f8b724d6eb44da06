import { useMemo } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { businessToday, datePresets, type PickedRange } from '../date-presets';
import { DASHBOARD_TEXTS as T } from '../texts';
import classes from './date-range-field.module.css';

interface DateRangeFieldProps {
  value: PickedRange;
  onChange: (range: PickedRange) => void;
  /** Accessible name; shown as the field's label only when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'xs' | 'sm';
}

/** A dd/MM/yyyy range with the presets of docs/features/dashboard.md; weeks start on Monday (DatesProvider). */
export function DateRangeField({
  value,
  onChange,
  label,
  showLabel = false,
  size = 'sm',
}: DateRangeFieldProps) {
  const presets = useMemo(() => datePresets(businessToday()), []);
  // The presets list beside a month does not fit a phone: there the picker opens as a modal.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <DatePickerInput
      type="range"
      value={value}
      onChange={([start, end]) => {
        if (start) onChange([start, end]);
      }}
      presets={presets}
      classNames={{ datePickerRoot: classes.root, presetsList: classes.presets }}
      allowSingleDateInRange
      valueFormat="DD/MM/YYYY"
      label={showLabel ? label : undefined}
      aria-label={showLabel ? undefined : label}
      placeholder={T.rangePlaceholder}
      size={size}
      dropdownType={narrow ? 'modal' : 'popover'}
      miw={size === 'xs' ? 190 : 220}
    />
  );
}
