/** A placeholder until its issue-16 resource route lands (registered in routes.ts). */
export function loader() {
  return new Response(null, { status: 404 });
}
