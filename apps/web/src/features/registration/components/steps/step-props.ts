/** What every client step (5–9) gets from the page. */
export interface StepProps<TBody = never> {
  /** The client's e-mail, sent as createdBy / modifiedBy. */
  email: string;
  /** Called after a successful save: refreshes the progress and moves on. */
  onSaved: () => Promise<void> | void;
  onBack?: () => void;
  /**
   * My-profile: the same form and validation send their body to the profile update call instead of the
   * registration save; it resolves whether the update was made (a refusal has been shown already).
   */
  update?: (body: TBody) => Promise<boolean>;
  /** The submit button's text when it is not 'Save and continue' (my-profile: 'Save'). */
  submitLabel?: string;
}

/** Saves a step through the registration call, or through the profile's update when one is given. */
export async function saveStep<TBody>(
  props: Pick<StepProps<TBody>, 'update' | 'onSaved'>,
  body: TBody,
  save: (body: TBody) => Promise<unknown>,
): Promise<void> {
  if (props.update) {
    if (!(await props.update(body))) return;
  } else {
    await save(body);
  }
  await props.onSaved();
}
