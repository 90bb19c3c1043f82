import { useOutletContext, useParams } from 'react-router-dom';
import { NewsScreen } from '../../features/news/components/news-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';

export function Component() {
  const session = useOutletContext<Session>();
  const { newsId } = useParams();
  return (
    <NewsScreen
      newsHost={session.companyHosts.news}
      customerKeyCode={session.user.CustomerKeyCode}
      newsId={newsId}
    />
  );
}
