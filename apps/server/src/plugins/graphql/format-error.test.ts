import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlErrorFormatter } from './format-error.ts';

function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_fields: unknown, msg: string) => lines.push({ level, msg });
  const logger = { error: at('error'), info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const failed = (original: Error) => ({ errors: [new GraphQLError(original.message, { originalError: original })], data: null });

describe('graphqlErrorFormatter', () => {
  it('logs an unexpected error as an error and masks it', () => {
    const { logger, lines } = recordingLogger();
    const { response } = graphqlErrorFormatter(logger)(failed(new Error('boom')), undefined);
    expect(lines).toEqual([{ level: 'error', msg: 'graphql internal error' }]);
    expect(response.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(response)).not.toContain('boom');
  });

  it('logs a client that went away mid-answer at info level, not as a server error', () => {
    const { logger, lines } = recordingLogger();
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    graphqlErrorFormatter(logger)(failed(closed), undefined);
    expect(lines).toEqual([{ level: 'info', msg: 'graphql client went away' }]);
  });
});
