import { describe, expect, it } from 'vitest';
import { expectValidationError, useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /dev/outbox outside production', () => {
  it('lists the mails to one address, newest last, without a session', async () => {
    await ctx.app.mailer.send({ to: 'Reader@Outbox.test', subject: 'first', text: 'one', html: '<p>one</p>' });
    await ctx.app.mailer.send({ to: 'someone-else@outbox.test', subject: 'other', text: 'x', html: '<p>x</p>' });
    await ctx.app.mailer.send({ to: 'reader@outbox.test', subject: 'second', text: 'two', html: '<p>two</p>' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=reader@outbox.test' });
    expect(res.statusCode).toBe(200);
    const mails = res.json() as { to: string; subject: string; text: string; html: string; createdOn: string }[];
    expect(mails.map((m) => m.subject)).toEqual(['first', 'second']);
    expect(mails[1]).toEqual({
      to: 'reader@outbox.test',
      subject: 'second',
      text: 'two',
      html: '<p>two</p>',
      createdOn: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(mails[1]!.createdOn))).toBe(false);
  });

  it('answers an empty list for an address without mail', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nobody@outbox.test' })).json()).toEqual([]);
  });

  it('requires the to parameter', async () => {
    expectValidationError(await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' }), '$.to', 'Field is required');
  });
});
