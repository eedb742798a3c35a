// The class log's textarea is the shared form field (three rows by default there).
import type { ComponentProps } from 'react';
import { TextAreaField } from '../../shared/ui/form-fields.tsx';

export function TextArea({ rows = 3, ...props }: ComponentProps<typeof TextAreaField>) {
  return <TextAreaField rows={rows} {...props} />;
}
