import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to: after the '@' and before each '.', '-', '_' or '+'
 * (the places style guides break an address), never in the middle of a word. Only a single part wider than
 * its box still breaks inside (the box's overflow-wrap), rather than spilling out of it.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=[.\-_+])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder: the index is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
