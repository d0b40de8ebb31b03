import azureFunctions from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { clientAddress, DIRECT_ADDRESS } from './client-address.js';

const { HttpRequest } = azureFunctions;
const from = (forwardedFor?: string, proxyHops?: number) =>
  clientAddress(
    new HttpRequest({ method: 'GET', url: 'http://localhost/api/x', headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }),
    proxyHops,
  );

describe('adresse du client', () => {
  it('prend la dernière entrée de X-Forwarded-For, celle qu’ajoute la plateforme, jamais une entrée choisie par le client', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(from('203.0.113.7, 198.51.100.2')).toBe('198.51.100.2');
  });

  it('ignore le port, en IPv4 comme en IPv6', () => {
    expect(from('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(from('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(from('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('sans proxy devant (hôte local), toutes les requêtes partagent une même adresse', () => {
    expect(from()).toBe(DIRECT_ADDRESS);
    expect(from('')).toBe(DIRECT_ADDRESS);
  });

  it('derrière un proxy de plus (CLIENT_ADDRESS_PROXY_HOPS=1), prend l’avant-dernière entrée, jamais celle du proxy ni une entrée du client', () => {
    expect(from('203.0.113.7, 10.0.0.4', 1)).toBe('203.0.113.7');
    expect(from('1.1.1.1, 203.0.113.7:51234, 10.0.0.4', 1)).toBe('203.0.113.7');
    expect(from('1.1.1.1, 2.2.2.2, 203.0.113.7, 10.0.0.4, 10.0.0.5', 2)).toBe('203.0.113.7');
  });

  it('un appel qui n’est pas passé par les proxys annoncés compte comme un appel direct', () => {
    expect(from('10.0.0.4', 1)).toBe(DIRECT_ADDRESS);
    expect(from(undefined, 1)).toBe(DIRECT_ADDRESS);
  });
});
