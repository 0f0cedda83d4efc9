import { Link } from 'wouter';
import page from '../components/page.module.css';
import { APP_TEXTS } from '../texts';

export function NotFoundPage() {
  return (
    <>
      <h1 className={page.title}>{APP_TEXTS.notFound}</h1>
      <p>
        <Link href="/">{APP_TEXTS.backHome}</Link>
      </p>
    </>
  );
}
