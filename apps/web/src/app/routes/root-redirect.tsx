import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** "/": the host home when signed in, otherwise the login screen. */
export function RootRedirect() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return <Navigate to={isAuthenticated ? '/host' : '/login'} replace />;
}
