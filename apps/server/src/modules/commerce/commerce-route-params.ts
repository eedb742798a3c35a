import { CURRENCIES } from '@parla/contracts';
import { z } from 'zod';
import { uuidParam } from '../../lib/validation.ts';

// Path and webhook parameters of the commerce routes: only the server reads them, so they live
// here and not in packages/contracts. A parameter that does not fit answers 404 (decision 031).

export const subscriptionPath = z.object({ id: z.string().trim().min(1).max(100) });

/** `/api/payments/methods/:currency`: any case of a currency the school sells in. */
export const currencyPath = z.object({ currency: z.string().toUpperCase().pipe(z.enum(CURRENCIES)) });

export const studentInvoicesPath = z.object({ user_id: z.string().max(100) });

/** `/api/users/:user_id/student-invoices/:invoice`: the invoice id, with or without `.pdf`. */
export const studentInvoicePath = studentInvoicesPath.extend({
  invoice: z
    .string()
    .transform((value) => value.replace(/\.pdf$/, ''))
    .pipe(uuidParam),
});

export const webhookPath = z.object({ processor: z.string().max(40) });
