// The decisions a console case is about, taken on the case without retyping (docs/decisions/cases.md, "Decisions from
// a case"): a deduction's waiting dispute, an order's cancellation in review, an open credit request, each decided by
// its area's own call with the case's id (the case gets the decision and is resolved with it); and the address
// correction form on a case of the address correction category about an order (contracts' addressCorrectionProblem,
// the server's rule). Nothing on a resolved or closed case.
import {
  addressCorrectionProblem,
  disputeAcceptedNotice,
  isCaseOpen,
  type CreditRequestDecision,
  type DisputeDecision,
  type OpsCaseDetail,
} from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { useCorrectCaseAddress, useDecideCancellationFromCase, useDecideCreditRequestFromCase, useDecideDisputeFromCase } from './api.ts';
import { AddressCorrectionForm } from './AddressCorrectionForm.tsx';
import { CancellationFromCase, type CancellationDecision } from './CancellationFromCase.tsx';
import { CreditRequestFromCase } from './CreditRequestFromCase.tsx';
import { DisputeFromCase } from './DisputeFromCase.tsx';

export const ADDRESS_CORRECTED = "The order's shipping address is corrected and the supplier has your answer.";
export const cancellationDecidedNotice = (purchaseOrderNumber: string, decision: CancellationDecision) =>
  decision === 'approve'
    ? `The cancellation of ${purchaseOrderNumber} is approved and the case is resolved.`
    : `The cancellation of ${purchaseOrderNumber} is declined and the case is resolved.`;
export const creditRequestDecidedNotice = (purchaseOrderNumber: string, decision: CreditRequestDecision) =>
  decision === 'Withdraw'
    ? `The credit request on ${purchaseOrderNumber} is withdrawn and the case is resolved.`
    : `The credit request on ${purchaseOrderNumber} stands and the case is resolved.`;

/** Shows what failed in the page's notice; the promise stays rejected for the form that waits on it. */
export const failed = (key: string) => (error: unknown) => {
  notifyError(key, error instanceof Error ? error.message : String(error));
  throw error;
};
/** A decision's call with its notice: a refusal is shown, the card stays for another try. */
const run = (call: Promise<unknown>, key: string, notice: () => string) =>
  call
    .then(() => notify(key, notice()))
    .catch(failed(`${key}-failed`))
    .catch(() => undefined);

export function CaseDecisions({ found }: { found: OpsCaseDetail }) {
  const dispute = useDecideDisputeFromCase(found.caseId);
  const cancellation = useDecideCancellationFromCase(found.caseId);
  const credit = useDecideCreditRequestFromCase(found.caseId);
  const correctAddress = useCorrectCaseAddress(found.caseId);
  if (!isCaseOpen(found.state)) return null;
  const { openDispute, openCancellation, openCreditRequest, link } = found;
  return (
    <>
      {openDispute && (
        <DisputeFromCase
          dispute={openDispute}
          busy={dispute.isPending}
          decide={(decision: DisputeDecision, reason: string | null) => {
            const call = dispute.mutateAsync({ disputeId: openDispute.disputeId, decision, reason });
            return call
              .then((decided) =>
                notify(
                  'case-dispute-decided',
                  decision === 'Accepted'
                    ? disputeAcceptedNotice(openDispute.deductionNumber, decided.heldBack)
                    : `The deduction ${openDispute.deductionNumber} stands; the supplier reads your reason.`,
                ),
              )
              .catch(failed('case-dispute-failed'))
              .catch(() => undefined);
          }}
        />
      )}
      {openCancellation && (
        <CancellationFromCase
          cancellation={openCancellation}
          busy={cancellation.isPending}
          decide={(decision) =>
            run(cancellation.mutateAsync({ orderId: openCancellation.orderId, decision }), 'case-cancellation-decided', () =>
              cancellationDecidedNotice(openCancellation.purchaseOrderNumber, decision),
            )
          }
        />
      )}
      {openCreditRequest && (
        <CreditRequestFromCase
          request={openCreditRequest}
          busy={credit.isPending}
          decide={(decision, reason) =>
            run(
              credit.mutateAsync({ creditRequestId: openCreditRequest.creditRequestId, decision, reason }),
              'case-credit-request-decided',
              () => creditRequestDecidedNotice(openCreditRequest.purchaseOrderNumber, decision),
            )
          }
        />
      )}
      {addressCorrectionProblem(found) === null && link && (
        <AddressCorrectionForm
          purchaseOrderNumber={link.label}
          correct={(body) => correctAddress.mutateAsync(body).then(() => notify('case-address-corrected', ADDRESS_CORRECTED))}
        />
      )}
    </>
  );
}
