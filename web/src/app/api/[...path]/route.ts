import { NextResponse } from 'next/server';

const UNKNOWN = 'There is no API at this address.';

/**
 * Any API address no route handler claims. Without it Next hands the request to the tenant page
 * tree, where a multipart POST is parsed as a server action (500) and OPTIONS is an empty 400;
 * a client calling a wrong address gets a JSON 404 with a message, whatever the method.
 */
function unknownApi(): NextResponse {
  return NextResponse.json({ message: UNKNOWN, status: 404 }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

export { unknownApi as GET, unknownApi as HEAD, unknownApi as POST, unknownApi as PUT, unknownApi as PATCH, unknownApi as DELETE, unknownApi as OPTIONS };
