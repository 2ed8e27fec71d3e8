import type { AuthorisationForm } from '@harta/contracts/schemas/payments';

/**
 * Posts the signed AR form in the full window (FPX forbids iframes and pop-ups): a hidden form with the fields,
 * submitted by script. The page is left; the bank sends the browser back to `payment/{orderId}/{status}`.
 */
export function submitAuthorisationForm(form: AuthorisationForm, doc: Document = document): void {
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
