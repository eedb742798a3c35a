import { z } from 'zod';
import { CERTIFICATE_CHECK_CLIENT_POLICY } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import { countClientAttempt } from '../identity/signup-throttle.ts';
import { type IssuedCertificate as Issued, type LevelProgress, levelProgressOf, verifyCertificate } from './certificates.service.ts';

// Decision 088: the student's levels with the 90% certificate rule, and the public check of a code.

const IssuedCertificate = builder.objectRef<Issued>('IssuedCertificate').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Verification code, grouped for reading (XXXX-XXXX-XXXX-XXXX).' }),
    issuedAt: t.field({ type: 'DateTime', resolve: (c) => c.issuedAt }),
    issuedOn: t.exposeString('issuedOn', {
      description: 'Day of issue in the student’s zone (YYYY-MM-DD): the date printed on the certificate.',
    }),
  }),
});

const LevelProgressRef = builder.objectRef<LevelProgress>('LevelProgress').implement({
  description: 'One level (module) of the student’s course: lessons completed over lessons that count (skipped ones do not).',
  fields: (t) => ({
    moduleId: t.exposeID('moduleId'),
    moduleName: t.exposeString('moduleName'),
    cefrLevel: t.exposeString('cefrLevel'),
    courseName: t.exposeString('courseName'),
    done: t.exposeInt('done'),
    counted: t.exposeInt('counted'),
    percent: t.exposeInt('percent'),
    certificateAvailable: t.exposeBoolean('certificateAvailable'),
    certificate: t.field({ type: IssuedCertificate, nullable: true, resolve: (l) => l.certificate }),
  }),
});

type Verified = NonNullable<Awaited<ReturnType<typeof verifyCertificate>>>;
const VerifiedCertificate = builder.objectRef<Verified>('VerifiedCertificate').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    cefrLevel: t.exposeString('cefrLevel'),
    moduleName: t.exposeString('moduleName'),
    courseName: t.exposeString('courseName'),
    issuedAt: t.field({ type: 'DateTime', resolve: (c) => new Date(c.issuedAt) }),
    issuedOn: t.exposeString('issuedOn', { description: 'Day of issue in the holder’s zone (YYYY-MM-DD), as printed on the certificate.' }),
  }),
});

builder.queryFields((t) => ({
  levelProgress: t.withAuth({ student: true }).field({
    type: [LevelProgressRef],
    description: 'Every level of the signed-in student’s course; a level at 90% carries its certificate (issued on first read).',
    resolve: (_root, _args, ctx) => levelProgressOf(ctx.app, ctx.auth.userId, ctx.app.clock.now()),
  }),
  verifyCertificate: t.field({
    type: VerifiedCertificate,
    nullable: true,
    description: 'Public: the certificate holding this code, or null when none does. Throttled per client.',
    args: { code: t.arg.string({ required: true, validate: { schema: z.string().max(40) } }) },
    resolve: async (_root, args, ctx) => {
      await countClientAttempt(
        ctx.app,
        ctx.request.ip,
        'certificate-check',
        CERTIFICATE_CHECK_CLIENT_POLICY,
        'too_many_certificate_checks',
      );
      return verifyCertificate(ctx.app.db, args.code);
    },
  }),
}));
