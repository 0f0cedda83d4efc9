/**
 * Everything behind the sign-in: the shell and the pages of the user's role.
 * A chunk of its own (app.tsx loads it lazily), so that the sign-in page,
 * the first page of every visit, downloads only the form and what it needs.
 */
import { lazy, Suspense } from 'react';
import type { ConsoleUser } from '../contract/schemas/console/accounts';
import { Redirect, Route, Switch } from 'wouter';
import { CHAT_PAGE, ChatProvider } from './chat/chat-context';
import { Loading } from './components/feedback';
import { ConsoleQueries } from './api/query-client';
import { FIGURES_PAGE, REVIEWS_PAGE } from './layout/nav-items';
import { Shell } from './layout/shell';
import { AccountsPage } from './pages/accounts';
import { AgencyPage } from './pages/agency';
import { AdvisorCreatePage, AdvisorEditPage } from './pages/advisor-edit';
import { AdvisorsPage } from './pages/advisors';
import { AuditPage } from './pages/audit';
import { ChatPage } from './pages/chat';
import { InboxPage } from './pages/inbox';
import { MyAccountPage } from './pages/my-account';
import { NotFoundPage } from './pages/not-found';
import { OrdersPage } from './pages/orders';
import { OutboxPage } from './pages/outbox';
import { OwnProfilePage } from './pages/own-profile';
import { ReviewsPage } from './pages/reviews';
import { UnreadProvider } from './session/unread';

/** The figures page and uPlot: a chunk of their own, loaded when the page opens. */
const FiguresPage = lazy(() => import('./pages/figures').then((module) => ({ default: module.FiguresPage })));

function Figures() {
  return (
    <Suspense fallback={<Loading />}>
      <FiguresPage />
    </Suspense>
  );
}

/** An admin runs the agency: advisors, messages, the advisors' chats (read only), e-mails, audit log, accounts. */
function AdminRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/voyants" replace />
      </Route>
      <Route path="/voyants" component={AdvisorsPage} />
      <Route path="/voyants/nouveau" component={AdvisorCreatePage} />
      <Route path="/voyants/:id">{(params) => (/^\d+$/.test(params.id) ? <AdvisorEditPage id={Number(params.id)} /> : <NotFoundPage />)}</Route>
      <Route path="/messages" component={InboxPage} />
      <Route path={CHAT_PAGE} component={ChatPage} />
      <Route path="/commandes" component={OrdersPage} />
      <Route path={REVIEWS_PAGE} component={ReviewsPage} />
      <Route path={FIGURES_PAGE} component={Figures} />
      <Route path="/e-mails" component={OutboxPage} />
      <Route path="/agence" component={AgencyPage} />
      <Route path="/journal" component={AuditPage} />
      <Route path="/comptes" component={AccountsPage} />
      <Route path="/compte" component={MyAccountPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** An advisor sees its own status and text, its chats, and its account. */
function AdvisorRoutes() {
  return (
    <Switch>
      <Route path="/" component={OwnProfilePage} />
      <Route path={CHAT_PAGE} component={ChatPage} />
      <Route path={REVIEWS_PAGE} component={ReviewsPage} />
      <Route path={FIGURES_PAGE} component={Figures} />
      <Route path="/compte" component={MyAccountPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export default function SignedInApp({ user }: { user: ConsoleUser }) {
  const admin = user.role === 'admin';
  return (
    <ConsoleQueries>
      <UnreadProvider enabled={admin}>
        <ChatProvider user={user}>
          <Shell>{admin ? <AdminRoutes /> : <AdvisorRoutes />}</Shell>
        </ChatProvider>
      </UnreadProvider>
    </ConsoleQueries>
  );
}
