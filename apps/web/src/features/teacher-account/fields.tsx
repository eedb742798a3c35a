export { SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';
// Shared with the student settings pages (issue 14).
export { SectionHeading, SwitchField } from '../../shared/ui/switch-field.tsx';
