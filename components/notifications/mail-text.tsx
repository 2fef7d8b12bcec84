const URL_PATTERN = /(https?:\/\/[^\s<>]+)/g;

/** A mail's text part as it reads, its addresses clickable (as a mail client makes them). */
export function MailText({ text }: { text: string }) {
  return (
    <pre>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
