/**
 * The schema.org JSON-LD of a page, read as a search engine reads it, and
 * checked against what each type named there requires (schema.org, and the
 * properties Google's rich results need): a page's structured data that a
 * validator would refuse fails the test.
 */

type Node = Record<string, unknown>;

/** Every JSON-LD block of an HTML text, parsed (a block holding a list gives its items). */
export function jsonLdOf(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Node | Node[]);
  return blocks.flat();
}

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^/\s]+\/?\S*$/.test(value);

/** What each type needs, as faults (empty when valid). */
const REQUIRED: Record<string, (node: Node) => string[]> = {
  Organization: (node) => [
    ...(isText(node.name) ? [] : ['name']),
    ...(isAbsoluteUrl(node.url) ? [] : ['url']),
    ...(node.logo === undefined || isAbsoluteUrl(node.logo) ? [] : ['logo']),
    ...(node.contactPoint === undefined ? [] : faultsOf(node.contactPoint as Node, 'ContactPoint').map((fault) => `contactPoint.${fault}`)),
    ...(node.address === undefined ? [] : faultsOf(node.address as Node, 'PostalAddress').map((fault) => `address.${fault}`)),
  ],
  Person: (node) => [
    ...(isText(node.name) ? [] : ['name']),
    ...(node.url === undefined || isAbsoluteUrl(node.url) ? [] : ['url']),
    ...(node.image === undefined || isAbsoluteUrl(node.image) ? [] : ['image']),
    ...(node.worksFor === undefined ? [] : faultsOf(node.worksFor as Node, 'Organization').map((fault) => `worksFor.${fault}`)),
    ...(node.makesOffer === undefined ? [] : (node.makesOffer as Node[]).flatMap((offer, index) => faultsOf(offer, 'Offer').map((fault) => `makesOffer[${index}].${fault}`))),
  ],
  Offer: (node) => [
    ...(typeof node.price === 'string' && /^\d+(\.\d{1,2})?$/.test(node.price) ? [] : ['price']),
    ...(node.priceCurrency === 'EUR' ? [] : ['priceCurrency']),
    ...faultsOf(node.itemOffered as Node, 'Service').map((fault) => `itemOffered.${fault}`),
  ],
  Service: (node) => (isText(node.name) ? [] : ['name']),
  Article: (node) => [
    ...(isText(node.headline) && String(node.headline).length <= 110 ? [] : ['headline']),
    ...(isAbsoluteUrl(node.image) ? [] : ['image']),
    ...(typeof node.datePublished === 'string' && /^\d{4}-\d{2}-\d{2}/.test(node.datePublished) && !Number.isNaN(Date.parse(node.datePublished)) ? [] : ['datePublished']),
    ...(node.dateModified === undefined || (typeof node.dateModified === 'string' && !Number.isNaN(Date.parse(node.dateModified))) ? [] : ['dateModified']),
    ...faultsOf(node.author as Node, 'Organization').map((fault) => `author.${fault}`),
    ...faultsOf(node.publisher as Node, 'Organization').map((fault) => `publisher.${fault}`),
  ],
  WebSite: (node) => [...(isText(node.name) ? [] : ['name']), ...(isAbsoluteUrl(node.url) ? [] : ['url'])],
  FAQPage: (node) => {
    const questions = node.mainEntity;
    if (!Array.isArray(questions) || questions.length === 0) return ['mainEntity'];
    return questions.flatMap((question: Node, index) => faultsOf(question, 'Question').map((fault) => `mainEntity[${index}].${fault}`));
  },
  Question: (node) => [...(isText(node.name) ? [] : ['name']), ...faultsOf(node.acceptedAnswer as Node, 'Answer').map((fault) => `acceptedAnswer.${fault}`)],
  Answer: (node) => (isText(node.text) ? [] : ['text']),
  ContactPoint: (node) => (isText(node.contactType) && (isText(node.telephone) || isText(node.email)) ? [] : ['contactType, telephone or email']),
  PostalAddress: (node) => (isText(node.streetAddress) && isText(node.addressCountry) ? [] : ['streetAddress or addressCountry']),
};

function faultsOf(node: Node | undefined, expectedType: string): string[] {
  if (!node || typeof node !== 'object') return [`missing ${expectedType}`];
  if (node['@type'] !== expectedType) return [`@type ${String(node['@type'])} instead of ${expectedType}`];
  return REQUIRED[expectedType]!(node);
}

/** The faults of a top-level node: the schema.org context, a known type and what that type requires. */
export function structuredDataFaults(node: Node): string[] {
  const type = String(node['@type']);
  if (node['@context'] !== 'https://schema.org') return [`${type}: @context`];
  if (!(type in REQUIRED)) return [`${type}: a type these tests do not know`];
  return faultsOf(node, type).map((fault) => `${type}: ${fault}`);
}
