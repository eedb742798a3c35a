import { INPUT_MESSAGES as M } from './input-messages.ts';

/**
 * The fields of a zod issue the map reads (zod's `$ZodRawIssue` fits it). Written out here: this
 * file is imported by zod.ts, so it cannot take zod's types from there, and no contract file but
 * zod.ts imports zod.
 */
interface Issue {
  readonly code?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint | Date;
  readonly maximum?: number | bigint | Date;
  readonly format?: string;
}

/**
 * zod's messages for the checks a schema left without one of its own (decision 123): an
 * INPUT_MESSAGES sentence, so the web words it in the reader's language (`fieldMessage`) as it
 * does every contract message. zod's built-in English ("Invalid input: expected string, received
 * number", "Too small: expected string to have >=1 characters") never reaches a reader. Set once
 * as zod's global `customError` (zod.ts), so every schema is covered: the contracts', the
 * server's route schemas and GraphQL argument checks alike. A schema's own message still wins.
 * The sentences name no numbers: the web finds the key by the exact text.
 */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return M.fieldRequired;
      return typeMessage(issue.expected);
    case 'invalid_value':
      return M.invalidChoice;
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, 'small');
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, 'big');
    case 'invalid_format':
      return formatMessage(issue.format);
    case 'unrecognized_keys':
      return M.unexpectedFields;
    default:
      // not_multiple_of, invalid_union, invalid_key, invalid_element, custom (a refine without a message)
      return M.valueInvalid;
  }
}

function typeMessage(expected: string | undefined): string {
  if (expected === 'string') return M.textExpected;
  if (expected === 'number' || expected === 'bigint' || expected === 'nan') return M.numberExpected;
  if (expected === 'int') return M.wholeNumberExpected;
  if (expected === 'boolean') return M.booleanExpected;
  if (expected === 'date') return M.dateTimeInvalid;
  return M.valueInvalid;
}

function sizeMessage(origin: string | undefined, limit: number | bigint | Date | undefined, side: 'small' | 'big'): string {
  const small = side === 'small';
  if (origin === 'string') return small ? (Number(limit) <= 1 ? M.notBlank : M.tooShort) : M.tooLong;
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return small ? M.numberTooSmall : M.numberTooLarge;
  if (origin === 'array' || origin === 'set' || origin === 'map') return small ? M.tooFewItems : M.tooManyItems;
  if (origin === 'date') return small ? M.dateTooEarly : M.dateTooLate;
  return M.valueInvalid;
}

function formatMessage(format: string | undefined): string {
  if (format === 'email') return M.emailInvalid;
  if (format === 'url') return M.urlInvalid;
  if (format === 'date') return M.dateKeyInvalid;
  if (format === 'datetime' || format === 'time') return M.dateTimeInvalid;
  if (format && /^(uuid|uuidv\d|guid|cuid2?|ulid|nanoid|xid|ksuid)$/.test(format)) return M.idInvalid;
  return M.formatInvalid;
}
