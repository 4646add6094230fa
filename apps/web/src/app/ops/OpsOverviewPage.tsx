// The console's landing page (/ops): how many requests wait in each queue (the cases: how many are past or near their
// target), each a link to its queue.
import { Alert, Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useOpsOverview } from '../../lib/operator.ts';
import { OPS_NAV_ITEMS } from './ops-nav-items.tsx';
import { PageTitle } from '../../components/page/PageTitle.tsx';

export function OpsOverviewPage() {
  useDocumentTitle('Operations');
  const overview = useOpsOverview();
  const counts = new Map(overview.data?.queues.map((q) => [q.key, q.count]));
  const queues = OPS_NAV_ITEMS.filter((item) => item.queueKey);
  return (
    <Stack spacing={3}>
      <PageTitle>Operations</PageTitle>
      {overview.isError && <Alert severity="error">The queue counts could not be loaded.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {queues.map((item) => (
          <Box key={item.path}>
            <Card variant="outlined">
              <CardActionArea
                component={Link}
                to={item.path}
                aria-label={`${item.label}: ${counts.get(item.queueKey!) ?? 0} ${item.queueWords ?? 'waiting'}`}
              >
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    {item.icon}
                    <Typography>{item.label}</Typography>
                  </Stack>
                  {overview.isPending ? (
                    <Skeleton width={48} height={48} />
                  ) : (
                    <Typography variant="h3" component="p" sx={{ mt: 1 }}>
                      {counts.get(item.queueKey!) ?? 0}
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {item.queueWords ?? 'waiting'}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export const Component = OpsOverviewPage;
