import { useParams } from 'react-router';
import { SharedResultsPage } from '@/features/results/components/results-page';

/** /results/shared/{token}: the results anyone with the host's link may see, while shared. */
export default function SharedResultsRoute() {
  const { token = '' } = useParams();
  return <SharedResultsPage key={token} token={token} />;
}
