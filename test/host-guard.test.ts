import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedHostNames, hostNameOf, isLoopbackBinding, rebindingRefusal } from '../server/host-guard.ts';

test('bound to loopback, only loopback names (and configured ones) are served', () => {
  const allowed = allowedHostNames('127.0.0.1', ['mcp.internal']);
  assert.equal(rebindingRefusal(allowed, '127.0.0.1:3000', undefined), undefined);
  assert.equal(rebindingRefusal(allowed, 'localhost:3000', 'http://localhost:3000'), undefined);
  assert.equal(rebindingRefusal(allowed, '[::1]:3000', undefined), undefined);
  assert.equal(rebindingRefusal(allowed, 'mcp.internal', undefined), undefined);
  assert.match(rebindingRefusal(allowed, 'evil.example.com', undefined) ?? '', /Host header "evil\.example\.com"/);
  assert.match(rebindingRefusal(allowed, '127.0.0.1:3000', 'http://evil.example.com') ?? '', /Origin/);
  assert.match(rebindingRefusal(allowed, undefined, undefined) ?? '', /Host/);
});

test('bound elsewhere, any host unless hosts are configured', () => {
  assert.equal(allowedHostNames('0.0.0.0', []), undefined);
  assert.equal(rebindingRefusal(allowedHostNames('0.0.0.0', []), 'anything.example', 'http://other.example'), undefined);
  const configured = allowedHostNames('0.0.0.0', ['api.example.com']);
  assert.equal(rebindingRefusal(configured, 'API.example.com:443', undefined), undefined);
  assert.ok(rebindingRefusal(configured, 'localhost', undefined));
});

test('host names are read from Host header values', () => {
  assert.equal(hostNameOf('[::1]:8080'), '[::1]');
  assert.equal(hostNameOf('Example.COM:80'), 'example.com');
  assert.ok(isLoopbackBinding('127.0.0.2'));
  assert.ok(!isLoopbackBinding('0.0.0.0'));
});
