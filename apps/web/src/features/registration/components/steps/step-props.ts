/** What every client step (5–9) gets from the page. */
export interface StepProps {
  /** The client's e-mail, sent as createdBy / modifiedBy. */
  email: string;
  /** Called after a successful save: refreshes the progress and moves on. */
  onSaved: () => Promise<void> | void;
  onBack?: () => void;
}
