import * as z from 'zod/mini';
import { REPLY_ADDRESS_MESSAGES } from '../../contract/domain/reply-address';
import { replyAddress } from '../../contract/schemas/reply-address';

const messageOf = (address: string) => z.safeParse(replyAddress, address).error?.issues[0]?.message;

describe('an address left to be written back to', () => {
  it('is kept trimmed and lowercased', () => {
    expect(z.parse(replyAddress, '  Jeanne.Doe@Example.FR ')).toBe('jeanne.doe@example.fr');
  });

  it('is refused, in French, when it is no address', () => {
    for (const address of ['', 'jeanne', 'jeanne@', '@example.fr', 'jeanne doe@example.fr', `${'a'.repeat(250)}@example.fr`]) expect(messageOf(address), address).toBe(REPLY_ADDRESS_MESSAGES.invalid);
  });

  it('is refused when it is a throwaway inbox, subdomains and case included', () => {
    for (const address of ['jeanne@yopmail.com', 'Jeanne@YOPMAIL.FR', 'x@mail.mailinator.com', 'x@jetable.org']) expect(messageOf(address), address).toBe(REPLY_ADDRESS_MESSAGES.disposable);
  });

  it('accepts ordinary inboxes, even those whose name ends like a throwaway one', () => {
    for (const address of ['jeanne@gmail.com', 'jeanne@orange.fr', 'jeanne@notyopmail.com', 'jeanne@yopmail.com.example.fr']) expect(messageOf(address), address).toBeUndefined();
  });
});
