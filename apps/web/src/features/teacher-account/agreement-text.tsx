/** An agreement body: plain text whose blank lines separate paragraphs. */
export function AgreementText({ body }: { body: string }) {
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      {body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </div>
  );
}
