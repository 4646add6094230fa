// /orders/:id: the id is numeric (spec 2); anything else is not found.
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PlaceholderPage } from './PlaceholderPage.tsx';

export function OrderPlaceholderPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage backTo="/orders" />;
  return <PlaceholderPage title={`Order ${id}`} />;
}

export const Component = OrderPlaceholderPage;
