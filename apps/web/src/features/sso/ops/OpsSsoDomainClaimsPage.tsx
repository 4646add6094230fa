// /ops/sso-domain-claims (operators): the suppliers' e-mail domains waiting for proof before their identity provider
// speaks for them; approving one proves it (docs/decisions/auth.md, "Single sign-on"). A domain another supplier proved
// first cannot be approved (the server's words).
import { Button, Stack, Typography } from '@mui/material';
import type { OpsSsoDomainClaim } from '@portal/contracts';
import { CompactGridTable, type CompactGridColumn } from '../../../components/data-grid/compact/CompactGridTable.tsx';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useApproveSsoDomainClaim, useOpsSsoDomainClaims } from '../api.ts';

function ApproveButton({ claim }: { claim: OpsSsoDomainClaim }) {
  const approve = useApproveSsoDomainClaim();
  return (
    <Button
      size="small"
      variant="outlined"
      loading={approve.isPending}
      aria-label={`Approve ${claim.domain} for ${claim.supplierName}`}
      onClick={() =>
        approve.mutate(claim.id, {
          onSuccess: () => notify('sso-claim-approved', `${claim.domain} is proved for ${claim.supplierName}.`),
          onError: (error) => notifyError('sso-claim-refused', error.message),
        })
      }
    >
      Approve
    </Button>
  );
}

const COLUMNS: CompactGridColumn<OpsSsoDomainClaim>[] = [
  { id: 'domain', label: 'Domain', render: (c) => c.domain },
  { id: 'supplier', label: 'Supplier', render: (c) => c.supplierName },
  { id: 'claimed', label: 'Claimed', nowrap: true, hideBelow: 'sm', render: (c) => formatDateTime(c.createdOn) },
  { id: 'decision', label: 'Decision', render: (c) => <ApproveButton claim={c} /> },
];

export function OpsSsoDomainClaimsPage() {
  useDocumentTitle('Domain claims');
  const claims = useOpsSsoDomainClaims();
  return (
    <Stack spacing={2}>
      <PageTitle>Domain claims</PageTitle>
      <Typography>
        A supplier&apos;s identity provider signs in the people of a domain only once the domain is proved: approve a claim when the
        supplier has shown the domain is theirs.
      </Typography>
      <CompactGridTable
        label="Domain claims"
        columns={COLUMNS}
        rows={claims.data ?? []}
        isPending={claims.isPending}
        isError={claims.isError}
        emptyText="No domain waits for proof."
      />
    </Stack>
  );
}

export { OpsSsoDomainClaimsPage as Component };
