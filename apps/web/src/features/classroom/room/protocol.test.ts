import { describe, expect, it } from 'vitest';
import { outcomeOfClose, parseServerMessage } from './protocol.ts';
import { welcome } from './room-fixtures.ts';

describe('parseServerMessage', () => {
  it('accepts known, well-formed frames', () => {
    expect(parseServerMessage(JSON.stringify(welcome()))?.type).toBe('welcome');
    expect(parseServerMessage('{"type":"removed"}')).toEqual({ type: 'removed' });
    expect(parseServerMessage('{"type":"chat_deleted","messageId":"m1","peerId":"p"}')).toMatchObject({ type: 'chat_deleted' });
    expect(
      parseServerMessage('{"type":"signal","from":"p","fromConnectionId":"c","fromRole":"student","data":{"kind":"offer","sdp":"v=0"}}'),
    ).toMatchObject({
      type: 'signal',
    });
  });

  it('drops anything else', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('[1,2]')).toBeNull();
    expect(parseServerMessage('{"type":"made_up"}')).toBeNull();
    expect(parseServerMessage('{"type":"participant","participant":{"peerId":1}}')).toBeNull();
    expect(parseServerMessage('{"type":"welcome"}')).toBeNull();
    expect(parseServerMessage('{"type":"class_ended","reason":"boredom"}')).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(4))).toBeNull();
  });
});

describe('outcomeOfClose', () => {
  it('maps the contract close codes', () => {
    expect(outcomeOfClose(1000)).toEqual({ kind: 'left' });
    expect(outcomeOfClose(1001)).toEqual({ kind: 'reconnect' });
    expect(outcomeOfClose(1006)).toEqual({ kind: 'reconnect' });
    expect(outcomeOfClose(4400)).toEqual({ kind: 'invalid_request' });
    expect(outcomeOfClose(4401)).toEqual({ kind: 'link_expired' });
    expect(outcomeOfClose(4403)).toMatchObject({ kind: 'refused' });
    expect(outcomeOfClose(4409)).toEqual({ kind: 'duplicate_session' });
    expect(outcomeOfClose(4410)).toEqual({ kind: 'ended' });
  });
});
