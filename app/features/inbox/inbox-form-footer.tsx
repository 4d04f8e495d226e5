import { Info, LoaderCircle, Send } from "lucide-react";
import { Button } from "~/ui/button";
import { Honeypot } from "~/ui/honeypot";

/** The footer's texts, among a form's own. */
type InboxFormFooterMessages = {
  submit: string;
  sending: string;
  privacyNote: string;
  medicalNotice: string;
};

/**
 * The texts of the contact or the partnership form: what it says of a post's outcome
 * (FormOutcome's), and under `Key` its own, the footer's among them.
 */
export type InboxFormMessages<Key extends string, Own> = {
  success: { title: string; text: string };
  failure: { title: string; text: string };
  rateLimited: { title: string; text: string };
  invalid: { title: string };
} & Record<Key, InboxFormFooterMessages & Own>;

/** The id of the notice under a form's message field (the field is described by it). */
export const medicalNoticeId = (idPrefix: string) => `${idPrefix}-medical-notice`;

/**
 * The end of the contact and partnership forms: the notice asking for no medical
 * details, the honeypot, the privacy note and the submit button (a spinner while sending).
 */
export function InboxFormFooter({
  idPrefix,
  sending,
  t,
}: {
  /** The form's prefix of ids, e.g. "contact". */
  idPrefix: string;
  sending: boolean;
  t: InboxFormFooterMessages;
}) {
  return (
    <>
      <p
        id={medicalNoticeId(idPrefix)}
        className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-slate-700"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t.medicalNotice}
      </p>
      <Honeypot idPrefix={idPrefix} />
      <p className="text-sm text-slate-600">{t.privacyNote}</p>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {sending ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-5" aria-hidden="true" />
        )}
        {sending ? t.sending : t.submit}
      </Button>
    </>
  );
}
