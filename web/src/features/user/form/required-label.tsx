/** A required field's label: the spec's '*' is shown, the field itself says aria-required. */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span aria-hidden className="text-destructive">
        *
      </span>
    </>
  );
}
