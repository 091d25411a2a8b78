import { Spinner } from '../../ui/status-panel';
import { useDocumentTitle } from '../../ui/use-document-title';

/** This page will read the payment outcome and go on to the success or cancel page. */
export function PaymentCallbackPage() {
  useDocumentTitle('Processing payment');
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="sr-only">Payment</h1>
      <Spinner label="Processing your payment..." />
    </section>
  );
}
