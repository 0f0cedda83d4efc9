/** What a legal page's Markdown import gives (see scripts/legal-markdown.ts). */
declare module '*.md' {
  const page: { title: string; description: string; html: string };
  export default page;
}
