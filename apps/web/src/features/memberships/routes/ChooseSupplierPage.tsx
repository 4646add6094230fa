// /choose-supplier (title "Choose a supplier"): the suppliers the signed-in person works for, by name; picking one
// switches the session to it (a new session, no new sign-in) and goes on to the returnUrl. Shown after the sign-in of a
// person of several suppliers, and from the profile menu's "Switch supplier". Invitations are accepted here.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { MEMBERSHIP_WORDS, type MembershipView } from '@portal/contracts/memberships/memberships.schemas';
import { BrandLogo } from '../../../components/brand/BrandLogo.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { switchSupplier, useAcceptMembership, useMemberships } from '../../../lib/memberships.ts';
import { clearSupplierChoice, isSupplierChoicePending, safeReturnUrl } from '../../../lib/session.ts';

const roleOf = (m: MembershipView) => (m.isAdmin ? 'Admin' : 'User');

export function ChooseSupplierPage() {
  useDocumentTitle(MEMBERSHIP_WORDS.chooseTitle);
  const memberships = useMemberships();
  const accept = useAcceptMembership();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const [switching, setSwitching] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = (memberships.data ?? []).filter((m) => m.status === 'active');
  const invited = (memberships.data ?? []).filter((m) => m.status === 'invited');

  const choose = async (m: MembershipView) => {
    setFailure(null);
    if (m.current) {
      clearSupplierChoice();
      return navigate(returnUrl, { replace: true });
    }
    setSwitching(m.supplierId);
    try {
      await switchSupplier(m.supplierId);
      await navigate(returnUrl, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', width: '100%', maxWidth: 480 }}>
        <BrandLogo size={56} />
        <Card variant="outlined" sx={{ width: '100%' }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                {MEMBERSHIP_WORDS.chooseTitle}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{MEMBERSHIP_WORDS.chooseLead}</Typography>
              {memberships.isPending && <LinearProgress aria-label="Loading suppliers" />}
              {memberships.isError && <Alert severity="error">{memberships.error.message}</Alert>}
              {failure && <Alert severity="error">{failure}</Alert>}
              {active.length > 0 && (
                <List aria-label="Suppliers" disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {active.map((m) => (
                    <ListItem key={m.supplierId} disablePadding divider>
                      <ListItemButton
                        disabled={switching !== null}
                        onClick={() => void choose(m)}
                        aria-current={m.current ? 'true' : undefined}
                      >
                        <ListItemText primary={m.supplierName} secondary={roleOf(m)} />
                        {m.current && <Chip size="small" label="Current" />}
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              {switching !== null && <LinearProgress aria-label="Switching supplier" />}
              {invited.length > 0 && (
                <Stack spacing={1}>
                  <Typography variant="h6" component="h2">
                    Invitations
                  </Typography>
                  <List aria-label="Invitations" disablePadding>
                    {invited.map((m) => (
                      <ListItem
                        key={m.supplierId}
                        divider
                        secondaryAction={
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={accept.isPending}
                            aria-label={`${MEMBERSHIP_WORDS.accept}: ${m.supplierName}`}
                            onClick={() => accept.mutate(m.supplierId)}
                          >
                            {MEMBERSHIP_WORDS.accept}
                          </Button>
                        }
                      >
                        <ListItemText primary={m.supplierName} secondary={`${MEMBERSHIP_WORDS.invited} · ${roleOf(m)}`} />
                      </ListItem>
                    ))}
                  </List>
                </Stack>
              )}
              {!isSupplierChoicePending() && (
                <Box>
                  <Button onClick={() => void navigate(returnUrl)}>Back</Button>
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}

export const Component = ChooseSupplierPage;
