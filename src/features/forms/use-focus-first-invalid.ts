import { useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, takes the keyboard (and the screen reader) to the first field marked
 * invalid, once the error messages have rendered.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { formRef, focusFirstInvalid: () => setRequest((n) => n + 1) };
}
