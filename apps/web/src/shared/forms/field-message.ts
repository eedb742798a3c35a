import { INPUT_MESSAGE_VALUES, INPUT_MESSAGES, type InputMessageKey } from '@parla/contracts';
import type { TFunction } from 'i18next';

const KEY_OF_MESSAGE = new Map<string, InputMessageKey>(
  (Object.entries(INPUT_MESSAGES) as [InputMessageKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * The text shown under a field. Schemas and the server speak English (the contract's
 * INPUT_MESSAGES); a message the catalogue knows is shown in the viewer's language, any other
 * (a server's own sentence) as it came. The `validation` namespace loads with the first form
 * (`useForm`), not with the page: until it is there the English stands in.
 */
export function fieldMessage(message: string, t: TFunction): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`validation:${key}`, { ...INPUT_MESSAGE_VALUES, defaultValue: message }) : message;
}
