import { useOutletContext, useParams } from 'react-router-dom';
import { NewsScreen } from '../../features/news/components/news-screen.tsx';
import type { Session } from '../../lib/session/use-session.ts';
import { HiddenScreenHeading } from '../../components/ui/hidden-screen-heading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function Component() {
  const session = useOutletContext<Session>();
  const { newsId } = useParams();
  return (
    <>
      <PageTitle screen="News" />
      {/* Not YOUR BULLETINS: on phones the list it heads is hidden while a bulletin is open. */}
      <HiddenScreenHeading screen="News" />
      <NewsScreen
        newsHost={session.companyHosts.news}
        customerKeyCode={session.user.CustomerKeyCode}
        newsId={newsId}
      />
    </>
  );
}
