/**
 * A field people never see (off-screen, hidden from assistive technology, out of the tab order).
 * A bot that fills it in is answered like a success, and nothing is stored or sent (the server
 * checks `website` first).
 */
export function HoneypotField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
