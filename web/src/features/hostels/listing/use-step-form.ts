import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { forgetUnsaved, keepUnsaved, unsavedValues } from './listing-steps';

/**
 * A step's form: starts from what the owner typed last time (if not saved) or from the server's
 * draft, and keeps unsaved values when the owner leaves the step, so nothing is lost.
 */
export function useStepForm<V extends Record<string, unknown>>(
  key: string,
  fromServer: () => V,
  validate: (values: V) => Record<string, string>,
): { form: UseFormReturnType<V>; saved: () => void } {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: unsavedValues<V>(key) ?? fromServer(),
    validate: (values) => validate(values),
  });
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  });
  useEffect(
    () => () => {
      if (formRef.current.isDirty()) keepUnsaved(key, formRef.current.getValues());
    },
    [key],
  );
  const saved = () => {
    forgetUnsaved(key);
    form.resetDirty();
  };
  return { form, saved };
}
