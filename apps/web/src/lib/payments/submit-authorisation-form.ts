/** A signed request the browser posts to the bank: the deposit's AR form, a direct-debit mandate's authorisation. */
export interface BankAuthorisationForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

/**
 * Posts a signed bank form in the full window (FPX forbids iframes and pop-ups): a hidden form with the fields,
 * submitted by script. The page is left; the bank sends the browser back (a deposit to `payment/{orderId}/{status}`,
 * a mandate to `recurring-deposit/return`).
 */
export function submitAuthorisationForm(form: BankAuthorisationForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = form.method;
  element.action = form.action;
  element.style.display = 'none';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
}
