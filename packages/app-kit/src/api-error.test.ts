import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './api-error.ts';

describe('unwrap', () => {
  it('returns the data of a successful answer', () => {
    expect(
      unwrap({ data: { exists: true }, response: new Response(null, { status: 200 }) }),
    ).toEqual({ exists: true });
  });

  it('rejects any other answer with its status and the message of its body', () => {
    const result = {
      error: { statusCode: 404, error: 'Not Found', message: 'No enquiry 9 for this garage' },
      response: new Response(null, { status: 404 }),
    };

    expect(() => unwrap(result)).toThrow(ApiError);
    expect(() => unwrap(result)).toThrow('HTTP 404: No enquiry 9 for this garage');
  });

  it('rejects a success without a body, which this API never sends', () => {
    expect(() => unwrap({ response: new Response(null, { status: 200 }) })).toThrow('HTTP 200');
  });

  it('describes an answer without an error body by its status alone', () => {
    const failure = (() => {
      try {
        return unwrap({ error: '', response: new Response(null, { status: 502 }) });
      } catch (error) {
        return error;
      }
    })();

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: 'HTTP 502' });
  });
});
