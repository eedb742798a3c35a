import { describe, expect, it } from 'vitest';
import { errorFingerprint, normalizeErrorMessage, topStackFrame } from './error-fingerprint.ts';

describe('errorFingerprint', () => {
  it('groups messages that differ only by ids, numbers and quoted values', () => {
    expect(normalizeErrorMessage('Class 3f2a1b4c-0000-4000-8000-000000000001 has 5 seats')).toBe('Class <id> has <n> seats');
    expect(normalizeErrorMessage("Cannot read properties of undefined (reading 'id')")).toBe(
      'Cannot read properties of undefined (reading <value>)',
    );
  });

  it('takes the first frame of our code, without query, column or build hash', () => {
    const v8 = [
      'TypeError: boom',
      '    at explode (http://localhost:3000/assets/booking-screen-Ab12Cd34.js?v=1:10:20)',
      '    at render (http://localhost:3000/assets/index-Zz99Yy88.js:1:2)',
    ].join('\n');
    expect(topStackFrame(v8)).toBe('explode assets/booking-screen.js');
    expect(topStackFrame('explode@http://localhost:3000/assets/booking-screen-Ab12Cd34.js:10:20')).toBe('explode assets/booking-screen.js');
    expect(topStackFrame('Error: x\n    at f (/app/node_modules/pg/lib/client.js:1:1)\n    at g (/app/apps/server/src/a.ts:3:4)')).toBe(
      'g src/a.ts',
    );
    expect(topStackFrame(undefined)).toBeNull();
  });

  it('keys by operation for GraphQL errors, by frame otherwise, and keeps sources apart', () => {
    const a = errorFingerprint({ source: 'client', kind: 'graphql', message: 'Oops', operationName: 'BookClass' });
    const b = errorFingerprint({ source: 'client', kind: 'graphql', message: 'Oops', operationName: 'CancelClass' });
    expect(a.location).toBe('operation BookClass');
    expect(a.key).not.toBe(b.key);
    const server = errorFingerprint({ source: 'server', kind: 'graphql', message: 'Oops', operationName: 'BookClass' });
    expect(server.key).not.toBe(a.key);
    const route = errorFingerprint({ source: 'server', kind: 'http', message: 'boom', route: '/api/x' });
    expect(route.location).toBe('route /api/x');
  });
});
